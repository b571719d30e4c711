/** `array` if it holds `size` items, else a copy 1.5 times larger (at least `size`) made by `make`. */
export function grownTo<A extends Float64Array | Uint8Array | Uint16Array | Int16Array | Int32Array>(
  array: A,
  size: number,
  make: (n: number) => A,
): A {
  if (array.length >= size) return array;
  const bigger = make(Math.max(size, Math.ceil(array.length * 1.5)));
  bigger.set(array);
  return bigger;
}
