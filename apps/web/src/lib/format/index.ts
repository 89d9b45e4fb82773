/**
 * The web's one set of formatters: days, dates and times in a zone (the agency's by default, on
 * the shared zone engine), money, units and hours, time-zone names. Screens import from here,
 * never a feature's copy.
 */
export { parseWire, type InstantInput } from './wire';
export {
  browserTimeZone,
  fromLocalInputs,
  localIsoDate,
  timeZoneText,
  toLocalInputs,
  zoneCaption,
  zoneOf,
} from './zone';
export {
  dateText,
  dateTimeText,
  dayRangeText,
  dayText,
  monthText,
  orDash,
  reportDateTime,
  timeText,
  weekdayText,
} from './dates';
export {
  countText,
  dollars,
  formatUnitLength,
  formatUnits,
  hoursText,
  money,
  moneyFromCents,
  centsText,
  plural,
} from './numbers';
