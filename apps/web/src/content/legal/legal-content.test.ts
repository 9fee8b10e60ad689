import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@bazaar/contracts';
import { legalDocumentPaths, type LegalDocumentId } from '@/lib/legal/legal-documents';
import { legalDocument } from './index';
import { type LegalBlock, type LegalVariables } from './types';

const ids = Object.keys(legalDocumentPaths) as LegalDocumentId[];
const variables: LegalVariables = {
  operator: 'Kiezmarkt UG',
  email: 'privacy@kiezmarkt.example',
  address: 'Hauptstraße 1, 10115 Berlin',
};

const shapeOf = (block: LegalBlock) =>
  typeof block === 'string'
    ? 'text'
    : 'list' in block
      ? `list:${block.list.length}`
      : 'storage-inventory';

describe('legal documents', () => {
  it('has every document in every language, with the same sections and block shapes', () => {
    for (const id of ids) {
      const english = legalDocument(id, 'en', variables);
      for (const locale of supportedLocales) {
        const translated = legalDocument(id, locale, variables);
        expect(translated.sections.map((section) => section.id)).toEqual(
          english.sections.map((section) => section.id),
        );
        translated.sections.forEach((section, index) => {
          expect(section.blocks.map(shapeOf)).toEqual(english.sections[index]!.blocks.map(shapeOf));
        });
      }
    }
  });

  it('names the configured operator and contact in every policy', () => {
    for (const locale of supportedLocales) {
      for (const id of ids) {
        const text = JSON.stringify(legalDocument(id, locale, variables));
        expect(text).toContain('Kiezmarkt UG');
      }
      const privacy = JSON.stringify(legalDocument('PRIVACY_POLICY', locale, variables));
      expect(privacy).toContain('privacy@kiezmarkt.example');
      expect(privacy).toContain('Hauptstraße 1, 10115 Berlin');
    }
  });

  it('leaves out the postal address when none is configured', () => {
    const text = JSON.stringify(
      legalDocument('PRIVACY_POLICY', 'en', { ...variables, address: null }),
    );
    expect(text).not.toContain('null');
    expect(text).not.toContain('Hauptstraße');
  });

  it('lists the stored items in the cookies policy', () => {
    for (const locale of supportedLocales) {
      const blocks = legalDocument('COOKIES_POLICY', locale, variables).sections.flatMap(
        (section) => section.blocks,
      );
      expect(blocks).toContainEqual({ storageInventory: true });
    }
  });
});
