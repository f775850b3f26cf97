/**
 * The body option of a multipart upload (service images, the service form with its images). The contract declares
 * no body for the API's multipart routes — their JSON schema cannot describe files — so the typed client has no
 * type to accept here: the form goes as it is, and the browser sets its Content-Type with the boundary.
 */
export function multipartBody(form: FormData): { body: never } {
  return { body: form as never };
}
