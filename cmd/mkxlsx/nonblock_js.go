package main

// oNonblock is nothing in a browser (GOOS=js, the site's WebAssembly): its
// files are all in memory, none blocks.
const oNonblock = 0
