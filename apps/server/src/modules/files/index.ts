/** The files module's door: what app.ts, other modules and their tests may use. */
export { filesModule } from './files.routes.js';
export { filePurgeJob } from './file-purge.js';
export {
  filesOf,
  filesOfMany,
  insertFile,
  presentFile,
  syncRecordFiles,
  type FileRecordType,
  type FileRow,
} from './files.repo.js';
export { prepareUploadDir, receiveUpload, type ReceivedUpload } from './upload-receiver.js';
