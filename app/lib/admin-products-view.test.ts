import { describe, expect, test } from 'vitest';
import { newProductView } from '#core/product-form-view.ts';
import { adminProductRow, productDialogView, productPagePaths } from './admin-products-view.ts';

describe("a row of the admin's products", () => {
  test("names its category and says each variant's price in rupees, a box as 'Gift box', as the cart does", () => {
    const row = adminProductRow({
      id: 'p-1',
      name: 'Diwali Hamper',
      category: 'gift_hampers',
      imageUrl: '/images/products/classic-sweets-hamper.svg',
      isActive: true,
      variants: [
        { id: 'v-1', weight: 'box', pricePaise: 1_20_000, stockQuantity: 4, isDefault: true },
        { id: 'v-2', weight: '250g', pricePaise: 11_250, stockQuantity: 0, isDefault: false },
      ],
    });
    expect(row).toEqual({
      id: 'p-1',
      name: 'Diwali Hamper',
      category: 'Gift Hampers',
      imageUrl: '/images/products/classic-sweets-hamper.svg',
      isActive: true,
      variants: [
        { id: 'v-1', label: 'Gift box', price: '₹1,200', stock: 4, isDefault: true },
        { id: 'v-2', label: '250g', price: '₹112.50', stock: 0, isDefault: false },
      ],
    });
  });
});

describe('the product dialog on the page', () => {
  const loaded = newProductView();

  test('is the product as loaded when nothing was refused', () => {
    expect(productDialogView(loaded, undefined)).toBe(loaded);
    expect(productDialogView(null, undefined)).toBeNull();
  });

  test("a switch's refusal leaves it as loaded", () => {
    const answer = { form: 'switch', toast: { title: 'Error updating product' } };
    expect(productDialogView(loaded, answer)).toBe(loaded);
  });

  test('after a refused save, shows what was typed and every occasion ticked', () => {
    const view = productDialogView(loaded, {
      form: 'dialog',
      fieldErrors: { 'variants.0.price': 'The price cannot be negative.' },
      values: {
        name: 'Kaju Pista Roll',
        category: 'mithai',
        occasions: 'Diwali',
        isActive: 'on',
        defaultVariant: '0',
        'variants.0.weight': '250g',
        'variants.0.price': '-20',
        'variants.0.stock': '15',
      },
      lists: { occasions: ['Diwali', 'Wedding'] },
    });
    expect(view).toMatchObject({
      name: 'Kaju Pista Roll',
      occasions: ['Diwali', 'Wedding'],
      isActive: true,
      perishable: false,
      variants: [{ weight: '250g', price: '-20', stock: '15', isDefault: true, onOrders: false }],
    });
  });
});

describe("the products page's addresses", () => {
  test('the list keeps its search and page, without the dialog', () => {
    const paths = productPagePaths('?q=barfi&page=2&edit=p-1');
    expect(paths.list).toBe('/admin/products?q=barfi&page=2');
    expect(paths.withDialog('new', '1')).toBe('/admin/products?q=barfi&page=2&new=1');
    expect(paths.withDialog('edit', 'p-2')).toBe('/admin/products?q=barfi&page=2&edit=p-2');
  });

  test('a list with nothing asked is the plain page', () => {
    expect(productPagePaths('?new=1').list).toBe('/admin/products');
    expect(productPagePaths('').withDialog('edit', 'p-1')).toBe('/admin/products?edit=p-1');
  });
});
