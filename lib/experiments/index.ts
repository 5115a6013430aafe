/** Experiments of SPEC §4: the A/B variant swap and the upgrade offer, as pure functions. */
export * from './ab-swap';
export * from './upgrade';
