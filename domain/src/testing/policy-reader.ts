/**
 * Test aid: reads a displayed cancellation sentence back into the days it covers and the percent it
 * promises, so a test can hold any page's policy text against `cancellationTier` — the function the API refunds by.
 * Written independently of the sentence generator: it reads words, it does not call it.
 */
export interface PolicyMeaning {
  /** First day count (days before the event) the sentence covers. */
  fromDays: number;
  /** Last day count it covers (Infinity for "or more"). */
  toDays: number;
  refundPercent: number;
}

export function readPolicySentence(text: string): PolicyMeaning | null {
  const s = text.replace(/\s+/g, ' ').trim();
  const days =
    /Cancel (?:(\d+) days or more|(\d+) to (\d+) days|less than (\d+) days|(\d+) days|any time) before the event/i.exec(
      s,
    );
  if (!days) return null;
  let fromDays: number;
  let toDays: number;
  if (days[1]) [fromDays, toDays] = [Number(days[1]), Infinity];
  else if (days[2]) [fromDays, toDays] = [Number(days[2]), Number(days[3])];
  else if (days[4]) [fromDays, toDays] = [0, Number(days[4]) - 1];
  else if (days[5]) [fromDays, toDays] = [Number(days[5]), Number(days[5])];
  else [fromDays, toDays] = [0, Infinity];
  let refundPercent: number;
  if (/full refund/i.test(s)) refundPercent = 100;
  else if (/no refund/i.test(s)) refundPercent = 0;
  else {
    const pct = /(\d+(?:\.\d+)?) ?% of what you paid/i.exec(s);
    if (!pct) return null;
    refundPercent = Number(pct[1]);
  }
  return { fromDays, toDays, refundPercent };
}

/**
 * The percent the sentences promise for a cancellation `days` before the event; throws when no sentence or more
 * than one covers that day (a gap or an overlap in the text is a wrong policy too).
 */
export function promisedPercent(sentences: readonly string[], days: number): number {
  const covering = sentences
    .map(readPolicySentence)
    .filter((m): m is PolicyMeaning => m !== null && days >= m.fromDays && days <= m.toDays);
  if (covering.length !== 1) throw new Error(`${covering.length} policy sentences cover ${days} days before the event`);
  return covering[0]!.refundPercent;
}
