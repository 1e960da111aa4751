/**
 * The support pages linked from the footer: contact, shipping, returns, privacy and terms.
 * Payment providers (Razorpay, Stripe) expect a merchant to publish all five. The text is
 * written once here and filled in with each shop's own name and contact details.
 */
import { DELIVERY_DAYS, FLAT_SHIPPING_TEXT, FREE_SHIPPING_ABOVE_TEXT } from '#core/shipping.ts';

export const policySlugs = [
  'contact',
  'shipping-policy',
  'returns-and-refunds',
  'privacy-policy',
  'terms',
] as const;

export type PolicySlug = (typeof policySlugs)[number];

export const policyTitles: Record<PolicySlug, string> = {
  contact: 'Contact Us',
  'shipping-policy': 'Shipping Policy',
  'returns-and-refunds': 'Returns & Refunds',
  'privacy-policy': 'Privacy Policy',
  terms: 'Terms & Conditions',
};

export interface StoreContact {
  storeName: string;
  email: string;
  phone: string;
  address: string;
  fssaiLicenceNumber: string;
}

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface PolicyPage {
  title: string;
  description: string;
  sections: PolicySection[];
}

/** The footer's support pages, written with the shop's own name and contact details. */
export function policyPage(slug: PolicySlug, store: StoreContact): PolicyPage {
  switch (slug) {
    case 'contact':
      return contactPage(store);
    case 'shipping-policy':
      return shippingPage(store);
    case 'returns-and-refunds':
      return returnsPage(store);
    case 'privacy-policy':
      return privacyPage(store);
    case 'terms':
      return termsPage(store);
  }
}

/** The FSSAI sentence, or nothing when the shop has not entered a licence number. */
function fssaiSentences(store: StoreContact): string[] {
  const licence = store.fssaiLicenceNumber.trim();
  return licence === '' ? [] : [`Our FSSAI licence number is ${licence}.`];
}

function contactPage(store: StoreContact): PolicyPage {
  return {
    title: policyTitles.contact,
    description: `How to reach ${store.storeName} about an order, a gift box or anything else.`,
    sections: [
      {
        heading: 'Write or call us',
        paragraphs: [
          `The quickest way to reach us is by e-mail at ${store.email}. You can also call us on ${store.phone}.`,
          'We read every message ourselves and try to answer within one business day.',
        ],
      },
      {
        heading: 'Our address',
        paragraphs: [`${store.storeName}, ${store.address}`],
      },
      {
        heading: 'Questions about an order',
        paragraphs: [
          'Please include your order number when you write, so we can find your order straight away.',
          'If something arrived damaged, spoiled or wrong, tell us within 48 hours of delivery and attach a photo. Our Returns & Refunds page explains what happens next.',
        ],
      },
      {
        heading: 'Bulk and festival orders',
        paragraphs: [
          'Planning gifts for a wedding, Diwali or an office celebration? Get in touch a few days ahead and we will help you choose boxes and quantities.',
        ],
      },
      {
        heading: 'Business details',
        paragraphs: [
          [
            `${store.storeName} sells sweets, namkeen, dry fruits and gift hampers online and delivers across India.`,
            ...fssaiSentences(store),
            'All prices on our website are in Indian rupees and include GST.',
          ].join(' '),
        ],
      },
    ],
  };
}

function shippingPage(store: StoreContact): PolicyPage {
  return {
    title: policyTitles['shipping-policy'],
    description: `Where ${store.storeName} delivers, how long it takes and what shipping costs: free above ${FREE_SHIPPING_ABOVE_TEXT}, otherwise ${FLAT_SHIPPING_TEXT}.`,
    sections: [
      {
        heading: 'Where we deliver',
        paragraphs: [
          'We deliver to addresses anywhere in India. We do not ship outside India at the moment.',
        ],
      },
      {
        heading: 'How long delivery takes',
        paragraphs: [
          'We pack and dispatch orders within 1 business day of receiving them.',
          `Most orders reach you ${DELIVERY_DAYS.fewest} to ${DELIVERY_DAYS.most} business days after dispatch. Remote areas, bad weather and the busy festival weeks can add a day or two, and we will let you know if we expect a delay.`,
        ],
      },
      {
        heading: 'Shipping charges',
        paragraphs: [
          `Shipping is free on orders above ${FREE_SHIPPING_ABOVE_TEXT}. Orders of ${FREE_SHIPPING_ABOVE_TEXT} or less have a flat shipping charge of ${FLAT_SHIPPING_TEXT}.`,
          'The shipping charge is shown in your cart and at checkout before you pay, and there are no other delivery fees.',
        ],
      },
      {
        heading: 'Packing fresh sweets',
        paragraphs: [
          'Our sweets are made fresh and packed in sealed boxes to keep them safe on the way to you.',
          'Fresh sweets are perishable. Please open the parcel soon after it arrives, keep the sweets as described on the box and eat them before the date printed on it.',
        ],
      },
      {
        heading: 'Receiving your order',
        paragraphs: [
          'Please give a complete address and a phone number that will be answered, because the courier may call before delivering.',
          `If a parcel cannot be delivered because the address was wrong or nobody was available, contact us at ${store.email} or ${store.phone} and we will do our best to help. Since the contents may spoil, we cannot always send a replacement free of charge in that case.`,
        ],
      },
    ],
  };
}

function returnsPage(store: StoreContact): PolicyPage {
  return {
    title: policyTitles['returns-and-refunds'],
    description: `What to do if your ${store.storeName} order arrives damaged, spoiled or wrong, how refunds work and how to cancel an order.`,
    sections: [
      {
        heading: 'Why returns are limited',
        paragraphs: [
          'Fresh sweets are food and they do not keep for long, so we cannot take back items because of a change of mind or taste.',
          'We do accept returns for any item that arrives damaged, spoiled or different from what you ordered.',
        ],
      },
      {
        heading: 'Reporting a problem',
        paragraphs: [
          `Write to us at ${store.email} within 48 hours of delivery. Include your order number, a short note on what went wrong and a photo of the item and its packaging.`,
          `You can also call us on ${store.phone}, but we will still need the photo by e-mail.`,
          'Once we have looked at it, we will offer a replacement or a refund for the affected items. In most cases you will not need to send anything back.',
        ],
      },
      {
        heading: 'How refunds are paid',
        paragraphs: [
          'Refunds go back to the original payment method, whether that was a card, UPI, net banking or a wallet. The money usually reaches you within 5 to 7 business days, depending on your bank.',
          'For Cash on Delivery orders we refund by bank transfer or UPI. We will ask you for the account or UPI details to send it to.',
        ],
      },
      {
        heading: 'Cancelling an order',
        paragraphs: [
          'You can cancel an order yourself from your account while its status is still placed, which means we have not confirmed it yet. The items go back into stock straight away, and anything you paid online is refunded in full.',
          'Once we have confirmed an order, we may already be preparing it. Contact us as soon as possible and we will tell you whether it can still be stopped.',
        ],
      },
      {
        heading: 'What we cannot accept',
        paragraphs: [
          'We cannot accept returns reported more than 48 hours after delivery, items that were stored incorrectly after delivery, or parcels that could not be delivered because of an incorrect address.',
        ],
      },
    ],
  };
}

function privacyPage(store: StoreContact): PolicyPage {
  return {
    title: policyTitles['privacy-policy'],
    description: `What personal data ${store.storeName} keeps, why we keep it, and how you can see it or have it deleted.`,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `This policy covers the online shop of ${store.storeName}, ${store.address}. For any question about your data, write to ${store.email}.`,
        ],
      },
      {
        heading: 'What we keep',
        paragraphs: [
          'When you create an account or place an order we keep your name, e-mail address, phone number, delivery addresses and order history.',
          'We only ask for what we need, and we do not collect anything else about you.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your details to prepare, deliver and support your orders. The courier receives your name, delivery address and phone number so it can bring the parcel to you.',
          'If you subscribe to our newsletter we also use your e-mail address to send it. Every newsletter has a link to unsubscribe.',
          'We never sell your details or share them for anyone else to market to you.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Online payments are handled by our payment provider, Razorpay or Stripe. You enter your card details with them, and we never see or store your card number.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use only two cookies: one that keeps you signed in and one that remembers your cart. We do not use advertising cookies or tracking tools.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          `You can ask for a copy of the data we hold about you, or ask us to delete it, by e-mail to ${store.email}. We will reply within a reasonable time.`,
          'We may need to keep some order records for longer where tax or accounting law requires it, and we will tell you if that applies.',
        ],
      },
    ],
  };
}

function termsPage(store: StoreContact): PolicyPage {
  return {
    title: policyTitles.terms,
    description: `The terms that apply when you shop with ${store.storeName}: prices, payment, delivery, returns and the law that applies.`,
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          `These terms apply to every order placed on the website of ${store.storeName}, ${store.address}. By placing an order you agree to them.`,
          'Our Shipping Policy, Returns & Refunds and Privacy Policy pages form part of these terms.',
        ],
      },
      {
        heading: 'Products and prices',
        paragraphs: [
          'All prices are in Indian rupees and include GST. Shipping is added at checkout as described in our Shipping Policy.',
          'Our sweets are made by hand, so their size and look may differ slightly from the photos. Many of our products contain milk, nuts, wheat or sugar. If you have an allergy, please check with us before ordering.',
          ...fssaiSentences(store),
        ],
      },
      {
        heading: 'Orders and payment',
        paragraphs: [
          'You can pay online through Razorpay or Stripe, or choose Cash on Delivery where it is offered.',
          'An order is accepted once we confirm it. If an item turns out to be unavailable, we will contact you and refund anything you paid for it.',
        ],
      },
      {
        heading: 'Delivery, cancellations and returns',
        paragraphs: [
          'We deliver within India. Delivery times, cancellations and refunds work as set out in our Shipping Policy and Returns & Refunds pages.',
        ],
      },
      {
        heading: 'Our responsibility',
        paragraphs: [
          'If something goes wrong with an order, our responsibility is limited to replacing the affected items or refunding what you paid for them.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          `These terms are governed by the laws of India. If you have a concern, please write to us first at ${store.email} and we will try to sort it out with you.`,
        ],
      },
    ],
  };
}
