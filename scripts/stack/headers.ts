/** A request header naming the server ('a' or 'b') a request must go to; without it, round-robin. */
export const PIN_HEADER = 'X-Stack-Server';
/** The response header saying which server answered ('a' or 'b'). */
export const SERVED_BY_HEADER = 'X-Stack-Served-By';
