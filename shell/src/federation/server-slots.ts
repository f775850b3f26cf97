/**
 * Which remote slots render on the server. The renderer names the remotes that have a server build it
 * can load; a slot of any other remote (checkout's mini-cart, the vendor header) throws `ClientOnlySlot` inside
 * its Suspense boundary, so React sends that boundary's fallback and the browser renders it. In the browser no
 * list is set and every slot renders as before.
 */
export const CLIENT_SLOT_DIGEST = 'utsav-client-slot';
export const FAILED_SLOT_DIGEST = 'utsav-slot-failed';

let serverRemotes: ReadonlySet<string> | null = null;

/** Server only: the remotes whose slots render there. */
export function setServerRemotes(names: Iterable<string>): void {
  serverRemotes = new Set(names);
}

export class ClientOnlySlot extends Error {
  readonly digest = CLIENT_SLOT_DIGEST;
  constructor(id: string) {
    super(`${id} renders in the browser`);
    this.name = 'ClientOnlySlot';
  }
}

/** Throws on the server for a slot whose remote has no server build; nothing in the browser. */
export function assertRendersHere(id: string): void {
  if (serverRemotes && !serverRemotes.has(id.split('/')[0] ?? '')) throw new ClientOnlySlot(id);
}
