// The example's own output, as docs/library.md says it prints.
def log = new File(basedir, 'build.log').text
assert log.contains('362 solutions, ') : 'the library example did not count 362 solutions'
assert log.contains('complete: true')
