export * from './auth.js';
export * from './call.js';
export * from './common.js';
export * from './enums.js';
export * from './envelope.js';
export * from './fields.js';
export * from './messages.js';
export * from './users.js';
