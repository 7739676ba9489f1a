#!/usr/bin/perl
# check_markers' arm64 half: reads `objdump -d vmlinux` twice (the file
# named twice) and prints the direct calls (bl) of functions whose
# returns are checked that are not followed by the marker their check
# expects, ten at most, then "CALLS MISSING" (how many such calls there
# are, how many of them lack it).  A check builds the negated
# marker in w17, "movz w17, #lo; movk w17, #hi, lsl #16; cmn w16, w17";
# the marker is that word, negated.  Functions are known by address; one
# with no symbol (a weak function another definition overrides: the
# linker keeps its code, not its name) starts after the data word of its
# kCFI preamble, which objdump shows as ".word".  Data words are never
# taken for instructions.
use strict;
use warnings;
no warnings "portable";

my ($file) = @ARGV;
my (%name, %want, %jumps, %via);
my ($fn, $lo, $hi, $after_data) = ('', 0, 0, 0);
# The target of the b or bl WORD at AT (imm26, in words, signed).
sub branch_target {
  my ($at, $w) = @_;
  return $at + ((($w & 0x3ffffff) ^ 0x2000000) - 0x2000000) * 4;
}
open(my $in, '<', $file) or die "$file: $!\n";
while (<$in>) {
  if (/^([0-9a-f]+) <(.*)>:$/) {
    $fn = hex($1); $name{$fn} = $2; $after_data = 0;
  } elsif (/^\s*([0-9a-f]+):\t([0-9a-f]{8}) \t?(.*)$/) {
    my ($at, $w, $text) = (hex($1), hex($2), $3);
    if ($text =~ /^\.word/) {
      $after_data = 1;
      next;
    }
    if ($after_data) {
      $fn = $at; $name{$fn} = sprintf('(%x)', $at); $after_data = 0;
    }
    if (($w & 0xffe0001f) == 0x52800011) {
      $lo = ($w >> 5) & 0xffff;
    } elsif (($w & 0xffe0001f) == 0x72a00011) {
      $hi = ($w >> 5) & 0xffff;
    } elsif ($w == 0x2b11021f && !exists $want{$fn}) {
      $want{$fn} = (-($lo | $hi << 16)) & 0xffffffff;
    } elsif (($w & 0xfc000000) == 0x14000000) {
      my $t = branch_target($at, $w);
      push @{$jumps{$fn}}, $t if $t != $fn;
    }
  }
}
close($in);
# A function with no check of its own that jumps to one with a check
# returns through it: its callers must write that one's marker.
for my $round (1 .. 3) {
  for my $f (keys %jumps) {
    next if exists $want{$f};
    my ($t) = grep { exists $want{$_} } @{$jumps{$f}};
    next unless defined $t;
    $want{$f} = $want{$t};
    $via{$f} = " through " . ($name{$t} // sprintf('%x', $t));
  }
}
my ($calls, $bad, $call, $from) = (0, 0, undef, 0);
open($in, '<', $file) or die "$file: $!\n";
while (<$in>) {
  next unless /^\s*([0-9a-f]+):\t([0-9a-f]{8}) \t?(.*)$/;
  my ($at, $w, $text) = (hex($1), hex($2), $3);
  next if $text =~ /^\.word/;
  if (defined $call) {
    if ($w != $want{$call}) {
      $bad++;
      printf "  | %x: bl %s%s (expects %08x), then: %s\n", $from,
	$name{$call} // sprintf('%x', $call), $via{$call} // '',
	$want{$call}, $text if $bad <= 10;
    }
    $calls++;
    undef $call;
  }
  if (($w & 0xfc000000) == 0x94000000) {
    my $t = branch_target($at, $w);
    ($call, $from) = ($t, $at) if exists $want{$t};
  }
}
close($in);
print "$calls $bad\n";
