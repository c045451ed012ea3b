/**
 * Carriers offered when an order is shipped (the API takes any name up to 60 characters; these are the ones Thai
 * shops hand parcels to). The first is preselected; the packer's last choice is kept in this browser (ship-form.tsx).
 */
export const CARRIERS = [
  'Kerry Express',
  'Flash Express',
  'J&T Express',
  'Thailand Post',
  'Ninja Van',
  'SCG Express',
  'Best Express',
] as const;
