/** What a route in the table says about itself (seed 000 §2 route table), read with `useMatches`. */
export interface RouteHandle {
  /** Full-screen routes show no header. */
  fullScreen?: boolean;
}
