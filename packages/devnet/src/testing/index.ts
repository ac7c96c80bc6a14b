export { BlockLog } from '../storage/block-log.js';
