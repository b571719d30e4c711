/**
 * Reads a list the database sent as `array_to_string(array(...), ',')`: cheaper for the driver
 * than an array. For lists of ids (which hold no comma); empty or null is no items.
 */
export const splitIdList = (list: string | null): string[] => (list ? list.split(',') : []);
