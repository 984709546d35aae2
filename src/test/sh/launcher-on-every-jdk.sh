#!/bin/sh
# The launcher on every JDK of 17 or later installed beside the one building (Debian's and others'
# under /usr/lib/jvm, and the build's own): it must count, with nothing on standard error, through
# its class-data archive where that JDK can use it and without it where it cannot; and the halves
# counter's vector matching must count n = 16 exactly on each (Java 19+ counts bits lane-wise). Run by the
# build's launcher-smoke step (pom.xml); exits non-zero naming the JDK that failed.
launcher=$1
tried=0
for home in "$JAVA_HOME" /usr/lib/jvm/*; do
  [ -n "$home" ] && [ -x "$home/bin/java" ] || continue
  version=$("$home/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9][0-9]*\).*/\1/p' | head -n 1)
  [ -n "$version" ] && [ "$version" -ge 17 ] || continue
  out=$(JAVA_HOME=$home "$launcher" count -n 6 --unique 2>/tmp/nqueens-launcher-err.$$)
  err=$(cat /tmp/nqueens-launcher-err.$$)
  rm -f /tmp/nqueens-launcher-err.$$
  case $out in
    *"solutions: 4"*) ;;
    *) echo "the launcher on $home (Java $version) printed: $out $err"; exit 1 ;;
  esac
  if [ -n "$err" ]; then
    echo "the launcher on $home (Java $version) wrote on standard error: $err"
    exit 1
  fi
  # The halves counter's vector matching on this JDK (lane-wise bit counts from Java 19): the same count.
  halves=$(JAVA_HOME=$home NQUEENS_JAVA_OPTS="--add-modules=jdk.incubator.vector" "$launcher" count -n 16 --solver backtracking:halves \
    --backend-option backtracking.matching=vector 2>/dev/null)
  case $halves in
    *"solutions: 14772512"*) ;;
    *) echo "the vector matching on $home (Java $version) printed: $halves"; exit 1 ;;
  esac
  tried=$((tried + 1))
done
echo "the launcher counted on $tried JDK installation(s) of Java 17 or later"
