// Tables a reset or a restore leaves as they are, on both databases: what QA recorded of the calls made
// (the journal, coverage runs) outlives the data it was made against.
export const ALWAYS_KEPT: readonly string[] = ['JournalEntry', 'CoverageRun', 'CoverageCount'];
