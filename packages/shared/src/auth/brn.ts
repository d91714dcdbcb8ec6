/**
 * Korean business registration number (사업자등록번호): 10 digits, the last a check digit.
 * Weights 1,3,7,1,3,7,1,3,5; the ninth digit × 5 contributes its tens as well.
 */
export function normaliseBrn(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isValidBrn(value: string): boolean {
  const digits = normaliseBrn(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i]! * weights[i]!;
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 123-45-67890 style, for display. */
export function formatBrn(value: string): string {
  const d = normaliseBrn(value);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : value;
}
