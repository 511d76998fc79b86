/** Where services report what went wrong without failing the request (the server's logger). */
export interface ServiceLog {
  warn(details: object, message: string): void;
}
