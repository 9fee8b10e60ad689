/**
 * The recurring calendar that froze the api (issue 33, item 2): a small .ics of events that each
 * repeat densely and forever, from years back: at each of many minutes of a day, of an hour, of
 * a week. Each stays under the rule library's own iteration limit, so a naive reading expands
 * every one over the service's slot horizon (thousands of busy periods each, a 50 KB file near a
 * million) and compares each with every slot; the last event repeats every minute, which the
 * rule library gave up on (the 500). Deterministic: the same size gives the same text.
 */
const DENSE_RULES = [
  'FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,5,10,15,20,25,30,35,40,45,50,55',
  'FREQ=HOURLY;BYMINUTE=0,10,20,30,40,50',
  'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=9,10,11;BYMINUTE=0,15,30,45',
];
const EVERY_MINUTE = 'FREQ=MINUTELY';

/** A recurring calendar of about `bytes` (50 KB was enough to block the api for 39.5 s). */
export function recurringCalendar(bytes = 50_000): string {
  const head = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bazaar hostile//recurring//EN'];
  const events: string[] = [];
  let size = head.join('\r\n').length;
  for (let index = 0; size < bytes; index += 1) {
    const rule = size + 400 >= bytes ? EVERY_MINUTE : DENSE_RULES[index % DENSE_RULES.length];
    const event = [
      'BEGIN:VEVENT',
      `UID:recurring-${index}@hostile.example`,
      'DTSTAMP:20260101T000000Z',
      // Starting years back, so a library that counts from the start walks all of them too.
      `DTSTART:${2000 + (index % 26)}0101T090000Z`,
      'DURATION:PT1M',
      `RRULE:${rule}`,
      `SUMMARY:Busy ${index}`,
      'END:VEVENT',
    ].join('\r\n');
    events.push(event);
    size += event.length + 2;
  }
  return [...head, ...events, 'END:VCALENDAR'].join('\r\n');
}
