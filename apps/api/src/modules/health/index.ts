/** Liveness and database reachability, for load balancers and the journeys' wait for the API. */
export { healthRoutes, type HealthOptions } from './routes.ts';
