// Path segments built from ids: encoded so an id can never change which route is called.
export const encode = (segment: string | number): string => encodeURIComponent(String(segment));
