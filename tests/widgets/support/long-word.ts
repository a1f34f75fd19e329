/** One 300-character word: text with no break opportunity, as a hostile comment or name sends it (issue 20). */
export const LONG_WORD = 'W'.repeat(300);
