import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { readForm } from './action.server.ts';

function post(entries: Array<[string, string | File]>) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request('http://shop.test/admin/products', { method: 'POST', body });
}

const boxes = z.object({
  name: z.string().min(1, 'Please enter the product name.'),
  occasions: z.array(z.string()).default([]),
  image: z.instanceof(File).optional(),
});

describe('reading a posted form', () => {
  test('the schema sees every box ticked of a listed name, and the file chosen', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'peda.png', { type: 'image/png' });
    const read = await readForm(
      post([
        ['name', 'Kesar Peda'],
        ['occasions', 'Diwali'],
        ['occasions', 'Holi'],
        ['image', photo],
      ]),
      boxes,
      undefined,
      { lists: ['occasions'] },
    );
    expect(read.ok && read.value.occasions).toEqual(['Diwali', 'Holi']);
    expect(read.ok && read.value.image?.name).toBe('peda.png');
    expect(read.fields).toEqual({ name: 'Kesar Peda', occasions: 'Diwali' });
  });

  test("a browser's empty file field is no file", async () => {
    const multipart = [
      '--B',
      'Content-Disposition: form-data; name="name"',
      '',
      'Kesar Peda',
      '--B',
      'Content-Disposition: form-data; name="image"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--B--',
      '',
    ].join('\r\n');
    const request = new Request('http://shop.test/admin/products', {
      method: 'POST',
      body: multipart,
      headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
    });
    const read = await readForm(request, boxes);
    expect(read.ok && read.value).toEqual({ name: 'Kesar Peda', occasions: [] });
  });

  test('a form with mistakes answers 400 with what was typed and ticked', async () => {
    const read = await readForm(
      post([
        ['name', ''],
        ['occasions', 'Diwali'],
        ['occasions', 'Rakhi'],
      ]),
      boxes,
      () => 'dialog',
      { lists: ['occasions'] },
    );
    if (read.ok) throw new Error('The form was accepted');
    expect(read.answer.init?.status).toBe(400);
    expect(read.answer.data).toEqual({
      form: 'dialog',
      fieldErrors: { name: 'Please enter the product name.' },
      values: { name: '', occasions: 'Diwali', image: '' },
      lists: { occasions: ['Diwali', 'Rakhi'] },
    });
  });
});
