/** The flows at the door, fetched together when first needed (door.ts). */
export { checkInAtDoor } from './check-in-flow';
export { checkOutAtDoor } from './check-out-flow';
