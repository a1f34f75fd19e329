import type { Migration } from '../migrate';

// PDF tools data (proofing §4.8) per annotation list (issue 20): the version's one
// `pdf_annotation_module` blob held the internal and the public entry together, so every reader got
// both and any public commenter could overwrite both. Now one row per (version, list), read and
// written per list by the access rules; `is_pdf_tools` keeps what a non-null blob meant (the version
// opens in PDF tools mode, even with no entry yet). Existing blobs are split: an `internal` or
// `public` key holding a JSON object becomes that list's entry; anything else in a blob (other keys,
// text that is not a JSON object) was never read by the viewer and is dropped.
export const pdfToolsEntries: Migration = {
  version: 14,
  name: 'pdf tools entries per list',
  sql: `
CREATE TABLE pdf_tools_entries (
  version_id TEXT NOT NULL REFERENCES attachment_versions(id) ON DELETE CASCADE,
  list TEXT NOT NULL CHECK (list IN ('internal', 'public')),
  entry TEXT NOT NULL,
  PRIMARY KEY (version_id, list)
) WITHOUT ROWID;

ALTER TABLE attachment_versions ADD COLUMN is_pdf_tools INTEGER NOT NULL DEFAULT 0;
UPDATE attachment_versions SET is_pdf_tools = 1 WHERE pdf_annotation_module IS NOT NULL;

-- CASE, not AND: json_type() throws on text that is not JSON, and only CASE is sure to skip it.
INSERT INTO pdf_tools_entries (version_id, list, entry)
SELECT v.id, l.list, json_extract(v.pdf_annotation_module, '$.' || l.list)
FROM attachment_versions v
CROSS JOIN (SELECT 'internal' AS list UNION ALL SELECT 'public') l
WHERE CASE WHEN json_valid(v.pdf_annotation_module)
      THEN json_type(v.pdf_annotation_module, '$.' || l.list) END = 'object';

ALTER TABLE attachment_versions DROP COLUMN pdf_annotation_module;
`,
  // The blob split reads SQLite's JSON functions; a PostgreSQL database runs this list from empty,
  // so there is no blob to split.
  postgres: `
CREATE TABLE pdf_tools_entries (
  version_id TEXT NOT NULL REFERENCES attachment_versions(id) ON DELETE CASCADE,
  list TEXT NOT NULL CHECK (list IN ('internal', 'public')),
  entry TEXT NOT NULL,
  PRIMARY KEY (version_id, list)
);
ALTER TABLE attachment_versions ADD COLUMN is_pdf_tools BIGINT NOT NULL DEFAULT 0;
ALTER TABLE attachment_versions DROP COLUMN pdf_annotation_module;
`,
};
