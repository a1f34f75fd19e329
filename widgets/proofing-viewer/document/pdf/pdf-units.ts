/** CSS pixels per PDF point at zoom 1 (96 / 72), as pdf.js's own viewer sizes pages at 100 %. */
export const PDF_TO_CSS_UNITS = 96 / 72;
