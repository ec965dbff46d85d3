// The production server's Express middleware ships without types (@types/* are not installed);
// only the page-cache unit test imports them from TypeScript.
declare module "express";
declare module "compression";
