/** The age gate: the pure age rule, the server-rendered overlay and the script that hides it before first paint. */
export * from './rules'
export * from './options'
export { AgeGate, AgeGateHeadScript, PASSED_ATTRIBUTE } from './AgeGate'
