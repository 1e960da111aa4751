/** What the customer's activity history records: one kind per part of their account. */
export const activityTypes = ['order', 'payment', 'profile', 'address'] as const;
export type ActivityType = (typeof activityTypes)[number];
