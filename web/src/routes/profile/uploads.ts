// The REST uploads of decision 0009: the image's own bytes as the body, through the gateway with the session cookie.
// Answers are { status, errorMessage, ... }; a refused upload keeps the server's message.

export interface UploadAnswer {
  status: string;
  errorMessage: string | null;
  picture?: string;
  url?: string;
  document?: { id: string; status: string; documentType: string };
}

const FAILED: UploadAnswer = { status: 'error', errorMessage: 'The upload failed. Please try again.' };

export async function uploadImage(path: string, file: Blob): Promise<UploadAnswer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: file,
      credentials: 'include',
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
    const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
    if (answer && typeof answer.status === 'string') return answer;
    if (response.status === 413) {
      return {
        status: 'invalid',
        errorMessage: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
      };
    }
    return FAILED;
  } catch {
    return FAILED;
  }
}

export const uploadProfilePhoto = (file: Blob) => uploadImage('/uploads/profile-photo', file);

export const uploadIdDocument = (file: Blob, documentType: string) =>
  uploadImage(`/uploads/id-proof?documentType=${encodeURIComponent(documentType)}`, file);
