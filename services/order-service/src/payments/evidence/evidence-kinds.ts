// The bodies Daraja posts to the shop, as the evidence journal names them.

export const EVIDENCE_KINDS = ['stk-result', 'c2b-validation', 'c2b-confirmation', 'status-result', 'status-timeout'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** `received`: kept, not handled yet (or its handling failed); `handled`; `unreadable`: nothing usable in it; `ignored`: not ours (another short code, a prompt we never sent). */
export type EvidenceState = 'received' | 'handled' | 'unreadable' | 'ignored';
