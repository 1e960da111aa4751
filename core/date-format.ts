/** Dates as the shop shows them: in India's time zone, formatted where the page is rendered. */
const shopDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});
const shopDateTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const shopLongDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '22 Nov 2026' */
export const formatShopDate = (date: Date) => shopDate.format(date);
/** '22 Nov 2026, 7:45 pm' */
export const formatShopDateTime = (date: Date) => shopDateTime.format(date);
/** '22 November 2026' */
export const formatShopLongDate = (date: Date) => shopLongDate.format(date);

const shopDeliveryDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
/** 'Thu, 26 Nov' */
export const formatDeliveryDay = (date: Date) => shopDeliveryDay.format(date);

const shopDayMonth = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});
/** '22 Nov' */
export const formatShopDayMonth = (date: Date) => shopDayMonth.format(date);
