/** The headings of the page's two sections: a step below the page title, smaller on phones. */
export const sectionHeadingSx = { fontSize: { xs: '1.3rem', md: '1.5rem' } } as const;
