/** The storefront's main navigation, shared by the header, the mobile menu and the footer. */
export const shopLinks = [
  { label: 'Home', to: '/' },
  { label: 'Mithai', to: '/category' },
  { label: 'Namkeen', to: '/namkeen' },
  { label: 'Dry Fruits', to: '/dry-fruits' },
  { label: 'Gift Hampers', to: '/gift-hampers' },
  { label: 'Special Occasions', to: '/special-occasions' },
] as const;
