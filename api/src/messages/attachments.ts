/**
 * Attachments are generated at delivery (and when the operator opens one) from the records, by kind: a message row
 * stores only { kind, ref }. Domains register their builders (the tax invoice PDF: bookings/invoice-pdf.ts).
 */
import type { Queryable } from '../db/client';
import type { AttachmentBuilder, AttachmentFile, AttachmentSpec } from './types';

const builders = new Map<string, AttachmentBuilder>();

export function registerAttachment(kind: string, build: AttachmentBuilder): void {
  builders.set(kind, build);
}

export async function buildAttachment(q: Queryable, spec: AttachmentSpec): Promise<AttachmentFile | null> {
  const build = builders.get(spec.kind);
  if (!build) throw new Error(`Unknown attachment kind ${spec.kind}`);
  return build(q, spec.ref);
}

export async function buildAttachments(q: Queryable, specs: readonly AttachmentSpec[]): Promise<AttachmentFile[]> {
  const out: AttachmentFile[] = [];
  for (const s of specs) {
    const f = await buildAttachment(q, s);
    if (f) out.push(f);
  }
  return out;
}
