/** The file extensions of each media type a sighting may carry, shared by the upload check and the web app. */

export const MEDIA_EXTENSIONS = {
  photo: ['bmp', 'jpg', 'jpeg', 'png', 'gif'],
  video: [
    'afl',
    'asf',
    'asx',
    'avi',
    'avs',
    'fli',
    'mov',
    'movie',
    'mp4',
    'mpg',
    'qt',
    'wmv',
    'm4v',
    '3gp',
    'dng',
    'webm',
  ],
  audio: ['aif', 'mp3', 'm3u', 'wav'],
  document: ['pdf', 'doc', 'docx', 'txt'],
} as const;
