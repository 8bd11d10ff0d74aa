// Baht as the SPA shows it, `0,0.00` in both languages (src/format/number.ts).

const bahtFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatBaht = (baht: number): string => bahtFormat.format(baht);
