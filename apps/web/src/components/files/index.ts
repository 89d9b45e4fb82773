/**
 * Record attachments (spec 01 section 9, spec 02 "Files"). Forms keep `files: FileRef[]`
 * ({name, documentKey, fileType, url}) and send it in the record's payload; removing a file from
 * the list detaches it when the record is saved.
 *
 * <FileAttachments files={files} onChange={setFiles} category="client" />   // edit forms
 * <FileList files={record.files} />                                          // details pages
 */
export { FileAttachments, type FileAttachmentsProps } from './FileAttachments';
export { FileList, fileKind, type FileListProps } from './FileList';
export { FileUploadButton, uploadFailureMessage, type FileUploadButtonProps } from './FileUploadButton';
export { downloadFile, downloadName, uploadFile } from './file-api';
