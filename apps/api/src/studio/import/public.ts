/** What other modules use of import. */
export { studioImportTestRoute } from './test-route.ts';
export { defaultImageDir } from './images.ts';
export { readStudioFile } from './validate.ts';
export { writeStudio, type Imported } from './write.ts';
export { type StudioFile } from './schema.ts';
export { endTime, isoMonday } from './schedule.ts';
