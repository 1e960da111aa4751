import { describe, expect, test } from 'vitest';
import { policyPage, policySlugs, type PolicyPage, type StoreContact } from './policies.ts';

const store: StoreContact = {
  storeName: 'Shree Ganesh Mishthan Bhandar',
  email: 'orders@ganeshmishthan.example',
  phone: '+91 98765 43210',
  address: '12 Chandni Chowk, Delhi 110006',
  fssaiLicenceNumber: '13323999000123',
};

const titles = {
  contact: 'Contact Us',
  'shipping-policy': 'Shipping Policy',
  'returns-and-refunds': 'Returns & Refunds',
  'privacy-policy': 'Privacy Policy',
  terms: 'Terms & Conditions',
} as const;

/** Every piece of text on a page, joined, for "does it mention X" checks. */
function pageText(page: PolicyPage): string {
  return [
    page.title,
    page.description,
    ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ].join('\n');
}

describe('policyPage', () => {
  test.each(policySlugs)('%s has its exact title', (slug) => {
    expect(policyPage(slug, store).title).toBe(titles[slug]);
  });

  test.each(policySlugs)('%s has a short description and 3 to 6 sections', (slug) => {
    const page = policyPage(slug, store);
    expect(page.description.length).toBeGreaterThan(0);
    expect(page.description.length).toBeLessThan(160);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    expect(page.sections.length).toBeLessThanOrEqual(6);
    for (const section of page.sections) {
      expect(section.heading).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  test('the contact page gives the store e-mail, phone and address', () => {
    const text = pageText(policyPage('contact', store));
    expect(text).toContain(store.email);
    expect(text).toContain(store.phone);
    expect(text).toContain(store.address);
  });

  test('the contact details come from the store passed in', () => {
    const other: StoreContact = {
      storeName: 'Madhur Sweets',
      email: 'hello@madhur.example',
      phone: '+91 91234 56789',
      address: '4 MG Road, Pune 411001',
      fssaiLicenceNumber: '',
    };
    const text = pageText(policyPage('contact', other));
    expect(text).toContain(other.storeName);
    expect(text).toContain(other.email);
    expect(text).toContain(other.phone);
    expect(text).toContain(other.address);
    expect(text).not.toContain(store.email);
  });

  test('the FSSAI licence number appears when given', () => {
    const all = policySlugs.map((slug) => pageText(policyPage(slug, store))).join('\n');
    expect(all).toContain(store.fssaiLicenceNumber);
  });

  test('nothing about an FSSAI licence appears when the number is empty', () => {
    const noLicence: StoreContact = { ...store, fssaiLicenceNumber: '' };
    for (const slug of policySlugs) {
      const text = pageText(policyPage(slug, noLicence));
      expect(text).not.toContain('FSSAI');
      expect(text).not.toContain(store.fssaiLicenceNumber);
    }
  });

  test('the shipping page mentions the ₹500 free-shipping threshold and the ₹50 charge', () => {
    const text = pageText(policyPage('shipping-policy', store));
    expect(text).toContain('₹500');
    expect(text).toContain('₹50');
    expect(text).toMatch(/₹50(?!\d)/);
  });

  test('no page contains markdown or HTML', () => {
    for (const slug of policySlugs) {
      const text = pageText(policyPage(slug, store));
      expect(text).not.toMatch(/[<>*#`]|\]\(/);
    }
  });
});
