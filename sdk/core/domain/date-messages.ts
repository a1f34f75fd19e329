// Month names of the 'dd MMM yyyy' display date, from our own catalogue rather than Intl: ICU 72+
// prints 'Sept' for en-GB, which would break the format; a host translates them here.
export const MONTH_KEYS = [
  'monthJan',
  'monthFeb',
  'monthMar',
  'monthApr',
  'monthMay',
  'monthJun',
  'monthJul',
  'monthAug',
  'monthSep',
  'monthOct',
  'monthNov',
  'monthDec',
] as const;

export type MonthMessages = Record<(typeof MONTH_KEYS)[number], string>;

export const defaultMonthMessages: MonthMessages = {
  monthJan: 'Jan',
  monthFeb: 'Feb',
  monthMar: 'Mar',
  monthApr: 'Apr',
  monthMay: 'May',
  monthJun: 'Jun',
  monthJul: 'Jul',
  monthAug: 'Aug',
  monthSep: 'Sep',
  monthOct: 'Oct',
  monthNov: 'Nov',
  monthDec: 'Dec',
};
