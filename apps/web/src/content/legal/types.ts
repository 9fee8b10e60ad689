/** One block of a policy document: a paragraph, a bulleted list, or the table of stored items. */
export type LegalBlock = string | { list: readonly string[] } | { storageInventory: true };

export interface LegalSection {
  /** Anchor of the section, the same in every language. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** One or two sentences under the title: what the document is and whom it binds. */
  summary: string;
  sections: readonly LegalSection[];
}

/** What the documents say about the instance they are published on. */
export interface LegalVariables {
  /** Who runs the instance (OPERATOR_NAME). */
  operator: string;
  /** Contact for privacy requests and questions (OPERATOR_EMAIL). */
  email: string;
  /** Postal address, when published (OPERATOR_ADDRESS). */
  address: string | null;
}

export type LegalDocumentBuilder = (variables: LegalVariables) => LegalDocumentContent;
