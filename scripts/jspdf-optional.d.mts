// Types of jspdf-optional.mjs for the tests.
export const JSPDF_OPTIONAL: string[];
export function jspdfOptionalStub(): { name: string };
export const JSPDF_OPTIONAL_STUB: string;
