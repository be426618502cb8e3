/**
 * Video groups (CONTRACT §13 GET /video-groups [REF]). Our server has no video library yet, so it
 * answers an empty list; a group has at least its id and name (sorted by `name`).
 */
import * as z from 'zod/mini';
import { storedFields } from './stored.ts';

const VideoGroup = z.looseObject({ id: z.number(), name: z.string(), ...storedFields });

/** GET /video-groups: the studio's video groups (none yet). */
export const VideoGroupList = z.array(VideoGroup);
