import type { ErrorName } from '../errors.ts';

/** Who moves a state: the shopper, our own jobs, the payment gateway, the carrier, or shop staff. */
export const ACTORS = ['shopper', 'system', 'gateway', 'carrier', 'staff'] as const;
export type Actor = (typeof ACTORS)[number];

/** One allowed move: who may make it, and the side effects (by name) that the API runs in the same transaction. */
export interface Move<Effect extends string> {
  by: readonly Actor[];
  effects: readonly Effect[];
}

/** A state machine as data (decision 0013): from → to → move. A state without moves out is terminal. */
export type Flow<State extends string, Effect extends string> = {
  readonly states: readonly State[];
  readonly moves: { readonly [From in State]?: { readonly [To in State]?: Move<Effect> } };
};

export type TransitionAnswer<Effect extends string> = { ok: true; effects: readonly Effect[] } | { ok: false; error: ErrorName };

/** The one guard: may `actor` move from `from` to `to`, and what must happen if so. */
export function transition<State extends string, Effect extends string>(
  flow: Flow<State, Effect>,
  from: State,
  to: State,
  actor: Actor,
): TransitionAnswer<Effect> {
  const move = flow.moves[from]?.[to];
  if (!move) return { ok: false, error: 'STATE_TRANSITION_INVALID' };
  if (!move.by.includes(actor)) return { ok: false, error: 'STATE_ACTOR_FORBIDDEN' };
  return { ok: true, effects: move.effects };
}

/** The states `actor` may move to from `from`: screens enable their buttons from this. */
export function nextStates<State extends string, Effect extends string>(flow: Flow<State, Effect>, from: State, actor: Actor): State[] {
  const moves: { readonly [To in State]?: Move<Effect> } = flow.moves[from] ?? {};
  return flow.states.filter((to) => moves[to]?.by.includes(actor) ?? false);
}

export function isTerminal<State extends string, Effect extends string>(flow: Flow<State, Effect>, state: State): boolean {
  return Object.keys(flow.moves[state] ?? {}).length === 0;
}

/**
 * A flow checked when it is defined: every state it moves between is one of its states, every move names at least
 * one actor, and every state can be reached from the first one. A table edit that breaks these fails at load.
 */
export function defineFlow<const State extends string, const Effect extends string>(flow: Flow<State, Effect>): Flow<State, Effect> {
  const known = new Set<string>(flow.states);
  const reached = new Set<string>([flow.states[0] as string]);
  for (const [from, moves] of Object.entries(flow.moves) as Array<[string, Record<string, Move<Effect>>]>) {
    if (!known.has(from)) throw new Error(`flow: unknown state ${from}`);
    for (const [to, move] of Object.entries(moves)) {
      if (!known.has(to)) throw new Error(`flow: ${from} moves to unknown state ${to}`);
      if (move.by.length === 0) throw new Error(`flow: nobody may move ${from} → ${to}`);
    }
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [from, moves] of Object.entries(flow.moves) as Array<[string, Record<string, Move<Effect>>]>) {
      if (!reached.has(from)) continue;
      for (const to of Object.keys(moves)) if (!reached.has(to) && reached.add(to)) grew = true;
    }
  }
  const unreachable = flow.states.filter((state) => !reached.has(state));
  if (unreachable.length > 0) throw new Error(`flow: unreachable states ${unreachable.join(', ')}`);
  return flow;
}
