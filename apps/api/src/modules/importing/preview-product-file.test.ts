import {
  productImportFilePreview,
  productImportRowsPage,
  productImportRun,
  productImportRunList,
} from '@bazaar/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signUpBuyer, signUpSeller } from '../../test/accounts';
import { csv, header, importingTestApp } from './importing.test-kit';

const { app, send, node, preview, row, listingsOf, finished } = importingTestApp();

describe('file templates', () => {
  it('offers a CSV and an XLSX template per division, to sellers only', async () => {
    const seller = await signUpSeller(app());
    for (const section of [
      'catalog',
      'flea-market',
      'services',
      'food',
      'automarket',
      'property',
    ]) {
      const response = await send('GET', `/api/products/me/imports/templates/${section}`, seller);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.body.split('\r\n')[0]).toMatch(/^sku,title,description,price,currency/);
    }
    const food = await send('GET', '/api/products/me/imports/templates/food', seller);
    expect(food.body.split('\r\n')[0]).toContain('allergens');
    const xlsx = await send(
      'GET',
      '/api/products/me/imports/templates/automarket?format=xlsx',
      seller,
    );
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('sku');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Instructions');

    const buyer = await signUpBuyer(app());
    expect(
      (await send('GET', '/api/products/me/imports/templates/catalog', buyer)).statusCode,
    ).toBe(403);
    expect(
      (await app().inject({ method: 'GET', url: '/api/products/me/imports' })).statusCode,
    ).toBe(401);
  });
});

describe('file import (issue 20 acceptance)', () => {
  it('previews a file with 3 bad rows: exactly those rows, and nothing written', async () => {
    const seller = await signUpSeller(app());
    const lines = Array.from({ length: 10 }, (_, i) => row(i + 1));
    lines[2] = `SKU-3,Harbour shirt 3,A linen shirt,twelve,EUR,1,${node()},10115,Berlin,Harbour,yes`; // row 4
    lines[5] = `,Harbour shirt 6,A linen shirt,9.90,EUR,1,${node()},10115,Berlin,Harbour,yes`; // row 7
    lines[8] = `SKU-9,Ha,A linen shirt,9.90,EUR,1,${node()},10115,Berlin,,yes`; // row 10
    const response = await preview(seller, 'shirts.csv', csv(lines));
    expect(response.statusCode, response.body).toBe(200);
    const result = productImportFilePreview.parse(response.json());
    expect(result).toMatchObject({ total_rows: 10, valid_rows: 7, error_rows: 3, updates: 0 });
    expect(result.errors.map((e) => e.row_number)).toEqual([4, 7, 10]);
    expect(result.errors[0]!.errors).toEqual([
      { field: 'price', message: 'Enter an amount such as 12.50' },
    ]);
    expect(result.errors[1]!.errors.map((e) => e.field)).toEqual(['sku']);
    expect(result.errors[2]!.errors.map((e) => e.field)).toEqual(['title']);
    expect(result.file_errors).toEqual([]);
    expect(await listingsOf(seller)).toBe(0);
    const runs = productImportRunList.parse(
      (await send('GET', '/api/products/me/imports', seller)).json(),
    );
    expect(runs.items).toEqual([]);

    // Importing it anyway: the 3 rows are reported as failed, the 7 others go in.
    const started = await send('POST', '/api/products/me/imports/file', seller, {
      upload_id: result.upload_id,
    });
    expect(started.statusCode, started.body).toBe(201);
    const run = await finished(seller, productImportRun.parse(started.json()).id);
    expect(run).toMatchObject({ status: 'done', total: 10, processed: 10, created: 7, failed: 3 });
    const failed = productImportRowsPage.parse(
      (await send('GET', `/api/products/me/imports/${run.id}/rows?outcome=failed`, seller)).json(),
    );
    expect(failed.items.map((r) => r.row_number)).toEqual([4, 7, 10]);
    expect(await listingsOf(seller)).toBe(7);
    // The upload is used once.
    const again = await send('POST', '/api/products/me/imports/file', seller, {
      upload_id: result.upload_id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a file over a limit in the preview, with the limit named', async () => {
    const seller = await signUpSeller(app());
    const wide = await preview(seller, 'wide.csv', Buffer.from(`${header}${',x'.repeat(100)}\r\n`));
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({
      error_code: 'FILE_TOO_MANY_COLUMNS',
      user_message: expect.stringMatching(/at most 100 columns/),
    });
    const long = csv([row(1).replace('A linen shirt', 'x'.repeat(32_768))]);
    expect((await preview(seller, 'long.csv', long)).json()).toMatchObject({
      error_code: 'FILE_CELL_TOO_LONG',
      user_message: expect.stringMatching(/at most 32,767 characters: row 2/),
    });
  });

  it('refuses a file that is no table, and a buyer', async () => {
    const seller = await signUpSeller(app());
    const broken = await preview(seller, 'x.xlsx', Buffer.from('PK\u0003\u0004not really a zip'));
    expect(broken.statusCode).toBe(400);
    const buyer = await signUpBuyer(app());
    expect((await preview(buyer, 'a.csv', csv([row(1)]))).statusCode).toBe(403);
  });
});
