/** Customer reviews for the sample catalogue, so a fresh shop's product pages look lived-in. */

export interface SampleReview {
  authorName: string;
  /** An integer from 1 to 5. */
  rating: number;
  body: string;
  /** How long before seeding the review was written. */
  daysAgo: number;
}

/** Three reviews per sample product, keyed by the product's slug. */
export const sampleReviews: Record<string, [SampleReview, SampleReview, SampleReview]> = {
  'kaju-katli': [
    {
      authorName: 'Priya S.',
      rating: 5,
      body: 'Thin, smooth and not overly sweet, exactly like the kaju katli from the old shops in Chandni Chowk. The silver varq was still intact when it arrived.',
      daysAgo: 6,
    },
    {
      authorName: 'Venkatesh R.',
      rating: 5,
      body: 'Ordered 1kg for a pooja at home and it was gone by evening. Fresh, soft, and you can actually taste the cashew.',
      daysAgo: 23,
    },
    {
      authorName: 'Meera J.',
      rating: 4,
      body: 'Lovely texture and neatly cut diamonds. A couple of pieces at the edge had stuck together, but the taste more than made up for it.',
      daysAgo: 58,
    },
  ],
  'gulab-jamun': [
    {
      authorName: 'Rahul M.',
      rating: 5,
      body: 'Soft right through to the centre with no hard bits, and the syrup has a gentle rose flavour. Warmed them for a few seconds as suggested and they tasted just made.',
      daysAgo: 4,
    },
    {
      authorName: 'Nusrat A.',
      rating: 4,
      body: 'Came in a sealed tub with plenty of syrup and no leaks. Slightly sweeter than I like, but my kids had no complaints.',
      daysAgo: 17,
    },
    {
      authorName: 'Harpreet K.',
      rating: 5,
      body: "Best gulab jamun I have had outside my nani's kitchen. Ordering again for Sunday lunch guests.",
      daysAgo: 41,
    },
  ],
  rasgulla: [
    {
      authorName: 'Sourav B.',
      rating: 5,
      body: 'As a Bengali I am fussy about rasgulla, and these passed the test: spongy, juicy and they spring back when pressed. Please bring them back in stock soon.',
      daysAgo: 34,
    },
    {
      authorName: 'Anjali T.',
      rating: 4,
      body: 'Light, not too sweet and lovely chilled after dinner. The syrup could be a touch thinner.',
      daysAgo: 62,
    },
    {
      authorName: 'Ramesh P.',
      rating: 3,
      body: 'Taste was good but a few were a little firm in the middle, maybe just that batch. Packing was excellent and delivery was on time.',
      daysAgo: 95,
    },
  ],
  'motichoor-ladoo': [
    {
      authorName: 'Kavita D.',
      rating: 5,
      body: 'The boondi is so fine it melts, and you can smell the saffron the moment you open the box. Perfect for our Ganesh puja prasad.',
      daysAgo: 9,
    },
    {
      authorName: 'Imran Q.',
      rating: 4,
      body: 'Soft, fresh and still properly round, not squashed in transit. I would have liked a few more melon seeds on top.',
      daysAgo: 27,
    },
    {
      authorName: 'Lakshmi N.',
      rating: 5,
      body: "Bought these to celebrate my son's exam results. Everyone asked where they were from.",
      daysAgo: 73,
    },
  ],
  'soan-papdi': [
    {
      authorName: 'Amit G.',
      rating: 4,
      body: 'Flaky and light with a nice cardamom aroma. Far better than the packaged stuff that usually goes around at Diwali.',
      daysAgo: 12,
    },
    {
      authorName: 'Deepa V.',
      rating: 3,
      body: 'Good flavour, but it had crumbled quite a lot by the time it reached Pune. Still tasty eaten with a spoon!',
      daysAgo: 48,
    },
    {
      authorName: 'Joseph T.',
      rating: 5,
      body: 'Melts on the tongue, and the pistachio on top is a nice touch. Keeps well too; we were still enjoying it two weeks later.',
      daysAgo: 86,
    },
  ],
  'milk-cake': [
    {
      authorName: 'Sunita Y.',
      rating: 5,
      body: 'That grainy texture and caramel-brown centre are exactly right. Tastes like the milk cake we used to get in Alwar.',
      daysAgo: 5,
    },
    {
      authorName: 'Arjun K.',
      rating: 5,
      body: 'Moist and fudgy, not dry at all. It arrived cold with an ice pack, which I appreciated in June.',
      daysAgo: 31,
    },
    {
      authorName: 'Farah H.',
      rating: 4,
      body: 'Really good, just a little rich to eat more than two pieces at a time. My parents loved it with their evening tea.',
      daysAgo: 66,
    },
  ],
  'besan-ladoo': [
    {
      authorName: 'Geeta R.',
      rating: 5,
      body: 'You can tell the besan was roasted patiently: it has that nutty smell and no raw taste at all. Just like my mother used to make.',
      daysAgo: 11,
    },
    {
      authorName: 'Vikram S.',
      rating: 4,
      body: 'Crumbly in a good way and not greasy. Would have liked a bit more almond in each ladoo.',
      daysAgo: 39,
    },
    {
      authorName: 'Shalini P.',
      rating: 5,
      body: "Sent 1kg to my in-laws in Indore and they called to ask for the shop's name. Well packed, not one broken.",
      daysAgo: 104,
    },
  ],
  rasmalai: [
    {
      authorName: 'Neha B.',
      rating: 5,
      body: 'Soft discs, thick saffron milk and lots of pistachio. Served chilled after dinner and there was not a drop left.',
      daysAgo: 3,
    },
    {
      authorName: 'Aditya C.',
      rating: 5,
      body: 'Easily the best rasmalai I have ordered online. The container was sealed well and stayed cold all the way.',
      daysAgo: 19,
    },
    {
      authorName: 'Zainab F.',
      rating: 4,
      body: 'Creamy, cooling and just the right sweetness. I only wish it kept longer than two days so I could order more at once.',
      daysAgo: 52,
    },
  ],
  jalebi: [
    {
      authorName: 'Suresh K.',
      rating: 4,
      body: 'Still crisp when it arrived, which surprised me for a delivery. We had them with rabri on Sunday morning.',
      daysAgo: 7,
    },
    {
      authorName: 'Pooja M.',
      rating: 3,
      body: 'Tasty and well soaked in saffron syrup, but they had gone a bit soft by evening. Eat them straight away, as the page says.',
      daysAgo: 25,
    },
    {
      authorName: 'Mohammed I.',
      rating: 5,
      body: 'Crunchy outside, juicy inside, and fried in ghee you can actually taste. Reminded me of the jalebi from the Sunday market near our old house in Hyderabad.',
      daysAgo: 60,
    },
  ],
  samosa: [
    {
      authorName: 'Rohit A.',
      rating: 5,
      body: 'Flaky crust and a properly spiced aloo-matar filling. Reheated them in the air fryer and they were as good as fresh.',
      daysAgo: 2,
    },
    {
      authorName: 'Sneha W.',
      rating: 4,
      body: 'Good size, and they went perfectly with the chutneys. A little too much green chilli for my kids, but the adults were happy.',
      daysAgo: 14,
    },
    {
      authorName: 'Baldev S.',
      rating: 5,
      body: 'Ordered four dozen for an office party and they arrived hot and on time. Not a single soggy one.',
      daysAgo: 44,
    },
  ],
  bhujia: [
    {
      authorName: 'Manish J.',
      rating: 5,
      body: 'Thin, crisp and the black pepper kick is spot on; it tastes properly Bikaneri. The 500g pack lasted our family exactly four days.',
      daysAgo: 8,
    },
    {
      authorName: 'Rekha L.',
      rating: 5,
      body: 'Fresh and not oily at all. I sprinkle it on poha and sev puri too.',
      daysAgo: 37,
    },
    {
      authorName: 'Tanvir H.',
      rating: 4,
      body: 'Very good with chai. The pack arrived a little crushed at one corner, but the bhujia itself was fine.',
      daysAgo: 79,
    },
  ],
  mathri: [
    {
      authorName: 'Anita C.',
      rating: 4,
      body: 'Flaky with a lovely ajwain flavour. Perfect with aam ka achaar and a cup of chai.',
      daysAgo: 15,
    },
    {
      authorName: 'Gaurav T.',
      rating: 3,
      body: 'Tasty, but a bit harder than the mathri I am used to. It softens up nicely when dunked in tea though.',
      daysAgo: 46,
    },
    {
      authorName: 'Kamala S.',
      rating: 5,
      body: 'Crisp, not oily, and you can taste the ghee. We take a box along whenever we travel by train.',
      daysAgo: 88,
    },
  ],
  chakli: [
    {
      authorName: 'Swati K.',
      rating: 5,
      body: 'Just like the chakli we make at home for Diwali faral, crunchy with a nice hit of cumin and sesame. Please restock!',
      daysAgo: 28,
    },
    {
      authorName: 'Prakash N.',
      rating: 4,
      body: 'Good crunch and spice. A few spirals had broken in the box, but no tea-time snacker minds that.',
      daysAgo: 57,
    },
    {
      authorName: 'Divya R.',
      rating: 5,
      body: 'Crisp right to the last piece, and the spice level is just right. My grandmother in Chennai approved, which is saying something.',
      daysAgo: 112,
    },
  ],
  khakhra: [
    {
      authorName: 'Hetal P.',
      rating: 5,
      body: 'Crisp, thin and the methi flavour comes through nicely. Exactly what I want for breakfast with my tea.',
      daysAgo: 10,
    },
    {
      authorName: 'Nikhil B.',
      rating: 4,
      body: 'A healthy snack that actually tastes good. Would love a jeera or masala variety as well.',
      daysAgo: 33,
    },
    {
      authorName: 'Ritu A.',
      rating: 4,
      body: 'Well packed, so very few were broken. A bit more spice than I expected, but nice with curd.',
      daysAgo: 70,
    },
  ],
  'moong-dal': [
    {
      authorName: 'Sanjay V.',
      rating: 5,
      body: 'Crunchy, light and just salty enough. Add a squeeze of lemon and some chopped onion and it is the perfect evening snack.',
      daysAgo: 13,
    },
    {
      authorName: 'Asha M.',
      rating: 4,
      body: 'Fresh and crisp, not stale like some supermarket packs. Could use a pinch less salt.',
      daysAgo: 42,
    },
    {
      authorName: 'Kabir D.',
      rating: 5,
      body: 'Addictive. I ordered 250g to try and came back the next week for a kilo.',
      daysAgo: 90,
    },
  ],
  'khasta-kachori': [
    {
      authorName: 'Ankit S.',
      rating: 5,
      body: 'Properly khasta: the crust shatters when you bite it and the dal filling is tangy with amchur. Warmed them in the oven for a few minutes and it was like eating in Jaipur.',
      daysAgo: 6,
    },
    {
      authorName: 'Pallavi G.',
      rating: 5,
      body: 'Flaky, well spiced and generously filled. We had them with aloo sabzi for Sunday brunch.',
      daysAgo: 22,
    },
    {
      authorName: 'Yusuf K.',
      rating: 4,
      body: 'Very tasty. They lose a little crispness after a couple of days, so eat them early.',
      daysAgo: 54,
    },
  ],
  'navratan-mixture': [
    {
      authorName: 'Radhika I.',
      rating: 5,
      body: 'Such a good mix, with real cashews and raisins rather than just peanuts. The curry leaves make it smell wonderful.',
      daysAgo: 16,
    },
    {
      authorName: 'Arvind P.',
      rating: 4,
      body: 'Nice balance of sweet and spicy. A tad sweet for my taste, but everyone else at home loved it.',
      daysAgo: 38,
    },
    {
      authorName: 'Simran K.',
      rating: 5,
      body: 'Ordered it for a kitty party and the bowl was empty in minutes. Crisp and fresh.',
      daysAgo: 81,
    },
  ],
  almonds: [
    {
      authorName: 'Rajesh G.',
      rating: 5,
      body: 'Big, evenly sized almonds with a proper crunch, and no shrivelled or bitter ones. I soak a few every night for the morning.',
      daysAgo: 20,
    },
    {
      authorName: 'Preeti N.',
      rating: 5,
      body: 'Fresh and sweet, and the resealable pouch is handy. Good value compared to our local store.',
      daysAgo: 47,
    },
    {
      authorName: 'Thomas M.',
      rating: 4,
      body: 'Good quality almonds. Delivery took a day longer than promised, but they were worth the wait.',
      daysAgo: 99,
    },
  ],
  cashews: [
    {
      authorName: 'Kiran B.',
      rating: 5,
      body: 'Large, whole W240 cashews, creamy and mild. Roasted a handful in ghee with a pinch of salt and they disappeared.',
      daysAgo: 9,
    },
    {
      authorName: 'Mehul S.',
      rating: 5,
      body: 'Hardly any broken pieces, which is rare. Used them for kaju curry and the gravy was beautifully rich.',
      daysAgo: 35,
    },
    {
      authorName: 'Shabana R.',
      rating: 4,
      body: 'Very good quality. The price is a bit high, but you get what you pay for.',
      daysAgo: 77,
    },
  ],
  pistachios: [
    {
      authorName: 'Varun O.',
      rating: 5,
      body: 'Nearly every shell opens easily and the kernels are a lovely bright green. Just the right amount of salt.',
      daysAgo: 4,
    },
    {
      authorName: 'Lata D.',
      rating: 5,
      body: 'Fresh, crunchy and very moreish. I have to hide the pack from my husband.',
      daysAgo: 29,
    },
    {
      authorName: 'Farhan A.',
      rating: 4,
      body: 'Excellent taste. There were a few closed shells in the 500g pack, but overall very happy.',
      daysAgo: 63,
    },
  ],
  raisins: [
    {
      authorName: 'Uma K.',
      rating: 4,
      body: 'Long, golden-green raisins, soft and juicy. Perfect in kheer and pulao.',
      daysAgo: 30,
    },
    {
      authorName: 'Deepak L.',
      rating: 3,
      body: 'Good taste, but a few had stuck together in clumps. Fine for cooking, less nice for snacking.',
      daysAgo: 67,
    },
    {
      authorName: 'Bhavna J.',
      rating: 5,
      body: 'Tangy-sweet and not sticky at all. My daughter takes a small box of these to school every day.',
      daysAgo: 115,
    },
  ],
  walnuts: [
    {
      authorName: 'Irfan W.',
      rating: 5,
      body: 'Light-coloured halves that taste fresh, not rancid. You can tell they are proper Kashmiri walnuts.',
      daysAgo: 18,
    },
    {
      authorName: 'Nandini H.',
      rating: 4,
      body: 'Good quality and mostly whole halves. A slight bitterness, as walnuts have, but nothing off.',
      daysAgo: 43,
    },
    {
      authorName: 'Sachin R.',
      rating: 5,
      body: 'Used them in banana bread and for snacking with honey. Well sealed and still crisp.',
      daysAgo: 94,
    },
  ],
  dates: [
    {
      authorName: 'Ayesha M.',
      rating: 5,
      body: 'Soft, sticky and full of caramel flavour. We opened our roza with these all through Ramzan.',
      daysAgo: 21,
    },
    {
      authorName: 'Ravi T.',
      rating: 4,
      body: 'Very sweet and fresh. I stuffed them with almonds for guests and they looked lovely on the plate.',
      daysAgo: 50,
    },
    {
      authorName: 'Christina D.',
      rating: 5,
      body: 'Moist, not dried out like the supermarket packs. A great healthy swap when I crave something sweet.',
      daysAgo: 83,
    },
  ],
  'anjeer-figs': [
    {
      authorName: 'Mahesh Y.',
      rating: 5,
      body: 'Chewy outside and full of crunchy seeds inside, just as they should be. I soak two overnight and have them with milk in the morning.',
      daysAgo: 24,
    },
    {
      authorName: 'Sudha P.',
      rating: 4,
      body: 'Good quality figs, nicely packed. A bit expensive, but clearly a step above what I usually find.',
      daysAgo: 56,
    },
    {
      authorName: 'Karan M.',
      rating: 3,
      body: 'Taste was fine, but a few figs were drier and harder than the rest. They worked well in the anjeer barfi I made though.',
      daysAgo: 101,
    },
  ],
  apricots: [
    {
      authorName: 'Nisha G.',
      rating: 5,
      body: 'Soft, jammy and with that sweet-tart flavour I love. They made our dry fruit tray look so colourful.',
      daysAgo: 36,
    },
    {
      authorName: 'Abhishek C.',
      rating: 4,
      body: 'Plump and pitted, great for snacking at my desk. Slightly tarter than I expected.',
      daysAgo: 12,
    },
    {
      authorName: 'Roshni F.',
      rating: 4,
      body: 'Nice and fresh. I chop them into fruit salad and into my morning oats.',
      daysAgo: 74,
    },
  ],
  'festive-mithai-hamper': [
    {
      authorName: 'Vandana S.',
      rating: 5,
      body: 'Sent this to my parents in Lucknow and they loved every box, especially the kaju katli and milk cake. Beautifully gift-wrapped too.',
      daysAgo: 10,
    },
    {
      authorName: 'Rajiv N.',
      rating: 5,
      body: 'All four sweets were fresh, and the motichoor ladoos had not been squashed at all. Makes a very respectable gift.',
      daysAgo: 40,
    },
    {
      authorName: 'Parveen B.',
      rating: 4,
      body: 'Lovely hamper. The soan papdi had crumbled a little, but the others were perfect.',
      daysAgo: 76,
    },
  ],
  'dry-fruit-gift-box': [
    {
      authorName: 'Sameer J.',
      rating: 5,
      body: 'The wooden box is lovely and the compartments keep the almonds, cashews, pistachios and raisins neatly apart. A very classy gift for my boss.',
      daysAgo: 14,
    },
    {
      authorName: 'Jyoti A.',
      rating: 5,
      body: 'Everything was fresh and crunchy. My aunt now keeps her jewellery in the empty box.',
      daysAgo: 45,
    },
    {
      authorName: 'Mukesh R.',
      rating: 4,
      body: 'Good quality nuts and a handsome box. The lid hinge was a little loose, but the person I gave it to did not mind.',
      daysAgo: 92,
    },
  ],
  'classic-sweets-hamper': [
    {
      authorName: 'Poonam V.',
      rating: 5,
      body: 'Besan ladoo, soan papdi and milk cake: the three sweets every family likes. I took it when visiting relatives and it went down a treat.',
      daysAgo: 7,
    },
    {
      authorName: 'Naveen K.',
      rating: 4,
      body: 'Simple and good value. The milk cake was the star; the besan ladoo could have had a bit more ghee flavour.',
      daysAgo: 32,
    },
    {
      authorName: 'Gurpreet S.',
      rating: 3,
      body: 'Handy for a quick gift. The box arrived slightly dented, but the sweets inside were fine.',
      daysAgo: 65,
    },
  ],
  'namkeen-treat-basket': [
    {
      authorName: 'Ananya R.',
      rating: 5,
      body: 'Perfect for my father, who does not eat sweets. The bhujia and mathri were his favourites, and the cane basket now sits on the kitchen shelf.',
      daysAgo: 19,
    },
    {
      authorName: 'Rohan D.',
      rating: 4,
      body: 'Bhujia, moong dal, navratan mixture and mathri, all crisp and fresh. Slightly bigger packs would be nice for the price.',
      daysAgo: 53,
    },
    {
      authorName: 'Salma K.',
      rating: 4,
      body: 'A lovely change from the usual sweet boxes. The navratan mixture went first.',
      daysAgo: 87,
    },
  ],
  'royal-celebration-hamper': [
    {
      authorName: 'Aishwarya N.',
      rating: 5,
      body: 'Truly grand. The brass-trimmed box and the little silver-plated diya made it feel special, and the kaju katli, milk cake and ladoos were all fresh.',
      daysAgo: 11,
    },
    {
      authorName: 'Sunil K.',
      rating: 5,
      body: "Ordered it for my daughter's in-laws and it made a great impression. The almonds, cashews and pistachios were top quality too.",
      daysAgo: 38,
    },
    {
      authorName: 'Madhuri T.',
      rating: 5,
      body: 'Expensive, but worth every rupee. We kept the diya and light it every evening now.',
      daysAgo: 97,
    },
  ],
  'premium-luxury-box': [
    {
      authorName: 'Rhea S.',
      rating: 5,
      body: 'The velvet lining and arrangement are gorgeous. The saffron kaju katli and pistachio rolls were outstanding, and the Medjool dates were huge.',
      daysAgo: 26,
    },
    {
      authorName: 'Vivek M.',
      rating: 5,
      body: 'A proper luxury gift. The almond barfi was my favourite, rich but not cloying. I hope it is back in stock before Diwali.',
      daysAgo: 59,
    },
    {
      authorName: 'Leela R.',
      rating: 4,
      body: 'Beautiful box and excellent sweets. The anjeer were a bit small next to the dates, but still very good.',
      daysAgo: 108,
    },
  ],
  'corporate-gift-hamper': [
    {
      authorName: 'Ashok B.',
      rating: 5,
      body: 'We sent forty of these to clients and every one arrived on time and neatly packed. Several clients wrote back to say thank you.',
      daysAgo: 30,
    },
    {
      authorName: 'Tanya G.',
      rating: 4,
      body: 'Smart packaging that looks professional. The kaju katli and roasted nuts were great; the namkeen pack was smaller than I expected.',
      daysAgo: 61,
    },
    {
      authorName: 'Naresh P.',
      rating: 5,
      body: 'A good mix of sweet and salty, so it suits everyone in the office. Easy to order in bulk too.',
      daysAgo: 110,
    },
  ],
  'family-delight-hamper': [
    {
      authorName: 'Sushma K.',
      rating: 5,
      body: 'Gulab jamun for the kids, bhujia for my husband, and dates and besan ladoo for my in-laws. Everyone was happy all weekend.',
      daysAgo: 8,
    },
    {
      authorName: 'Arun V.',
      rating: 4,
      body: 'Good variety and all fresh. The gulab jamun needs to go in the fridge quickly, so be home when it is delivered.',
      daysAgo: 27,
    },
    {
      authorName: 'Fatima K.',
      rating: 5,
      body: "Sent it to my sister's family after their house move and they loved it. The dates were soft and the bhujia very crisp.",
      daysAgo: 69,
    },
  ],
  'diwali-delight-box': [
    {
      authorName: 'Lalita M.',
      rating: 5,
      body: 'We lit the two painted diyas on Lakshmi puja night and shared the kaju katli and motichoor ladoo with the neighbours. Such a thoughtful box.',
      daysAgo: 15,
    },
    {
      authorName: 'Harish C.',
      rating: 5,
      body: 'Nice touch adding chakli so it is not all sweet. Ordered six boxes as Diwali gifts and all arrived before Dhanteras.',
      daysAgo: 44,
    },
    {
      authorName: 'Mitali D.',
      rating: 4,
      body: 'Lovely festive box. One of the diyas had a small chip, but the sweets were fresh and the soan papdi was excellent.',
      daysAgo: 102,
    },
  ],
  'holi-gujiya-box': [
    {
      authorName: 'Shweta A.',
      rating: 5,
      body: 'Crisp, crimped gujiyas packed with khoya, coconut and dry fruits, just like my dadi made for Holi. Twelve was not enough!',
      daysAgo: 20,
    },
    {
      authorName: 'Pankaj S.',
      rating: 4,
      body: 'Fresh and tasty with a good amount of filling. Slightly on the sweet side for me.',
      daysAgo: 55,
    },
    {
      authorName: 'Rubina T.',
      rating: 5,
      body: 'We had friends over for Holi and these were the first thing to go, even before the thandai.',
      daysAgo: 118,
    },
  ],
  'wedding-mithai-box': [
    {
      authorName: 'Nikita J.',
      rating: 5,
      body: 'We ordered 150 of these for our wedding guests. The red and gold boxes looked beautiful and every one was delivered on the day we asked for.',
      daysAgo: 23,
    },
    {
      authorName: 'Jaswinder K.',
      rating: 5,
      body: 'Used these for shagun at the roka. Fresh kaju katli, soft besan ladoo and good milk cake, with dry fruits on the side.',
      daysAgo: 64,
    },
    {
      authorName: 'Srinivas R.',
      rating: 4,
      body: 'Elegant and well made. It would be nice to choose which sweets go in, but the standard mix worked well.',
      daysAgo: 116,
    },
  ],
  'birthday-sweet-box': [
    {
      authorName: 'Aarav P.',
      rating: 5,
      body: "Ordered it for my son's seventh birthday and the chocolate barfi was a huge hit with his friends. The grown-ups went straight for the rasmalai.",
      daysAgo: 5,
    },
    {
      authorName: 'Megha L.',
      rating: 4,
      body: 'Nice assortment and it arrived chilled. Wish there were a couple more pieces of kaju katli.',
      daysAgo: 31,
    },
    {
      authorName: 'Sandeep B.',
      rating: 3,
      body: 'The rasmalai and kaju katli were excellent, but the chocolate barfi was a little too sweet for me. The kids loved it anyway.',
      daysAgo: 72,
    },
  ],
  'eid-mubarak-box': [
    {
      authorName: 'Sana M.',
      rating: 5,
      body: 'Everything we needed for Eid in one box. I made sheer khurma with the sevaiyan, added the dates and pistachios, and it was perfect.',
      daysAgo: 17,
    },
    {
      authorName: 'Abdul R.',
      rating: 5,
      body: 'Soft dates, fresh milk cake and neat packing. Gave these to the neighbours on Eid and they all asked where I had ordered from.',
      daysAgo: 48,
    },
    {
      authorName: 'Rukhsar H.',
      rating: 4,
      body: 'Very good box. Delivery was a day late in the Ramzan rush, but everything was fresh.',
      daysAgo: 84,
    },
  ],
  'karva-chauth-special': [
    {
      authorName: 'Manpreet K.',
      rating: 5,
      body: 'Had the mathri and dry fruits at sargi before dawn and the kaju katli after seeing the moon. It made the day feel special.',
      daysAgo: 29,
    },
    {
      authorName: 'Richa S.',
      rating: 5,
      body: 'My mother-in-law sent this for my first Karva Chauth and it was lovely. The besan ladoo was soft and fragrant.',
      daysAgo: 68,
    },
    {
      authorName: 'Kusum A.',
      rating: 4,
      body: 'A good, filling sargi. I would have liked a bit more dry fruit, but the sweets were fresh.',
      daysAgo: 113,
    },
  ],
  'raksha-bandhan-box': [
    {
      authorName: 'Tanisha G.',
      rating: 5,
      body: 'Sent this to my brother in Bengaluru since I could not travel. The rakhi, roli and rice were all there, so his wife could do the ceremony for me.',
      daysAgo: 18,
    },
    {
      authorName: 'Akash Y.',
      rating: 4,
      body: 'Fresh sweets and a pretty rakhi. One corner of the box was dented in transit, but nothing inside was damaged.',
      daysAgo: 47,
    },
    {
      authorName: 'Ishita M.',
      rating: 5,
      body: "Kaju katli, motichoor ladoo and milk cake, all my brother's favourites. It arrived a day before Rakhi, as promised.",
      daysAgo: 90,
    },
  ],
  'new-year-celebration-box': [
    {
      authorName: 'Rahul V.',
      rating: 4,
      body: 'Good for a party: the roasted cashews and navratan mixture went with the drinks and the kaju katli after midnight.',
      daysAgo: 9,
    },
    {
      authorName: 'Priyanka D.',
      rating: 5,
      body: "Took this to a New Year's Eve dinner instead of a bottle of wine and the hosts loved it. Nicely packed.",
      daysAgo: 39,
    },
    {
      authorName: 'Siddharth N.',
      rating: 3,
      body: 'Tasty enough, but the soan papdi had broken into crumbs. The roasted cashews were the best bit.',
      daysAgo: 105,
    },
  ],
};
