#!/usr/bin/env bash
# Linearity of a whole dry run in what one file holds: rewrites per file and findings per line.
#
#     Benchmarks/linearity.sh [MODERNIZE_BINARY]
#
# Generates, at 1x and 4x, the shapes that used to be quadratic: `screen-scale` rewrites in one
# method of one view (2,000 and 8,000), and `screen-scale` findings on one line (5,000 and
# 20,000 `UIScreen.main.bounds` in one array literal); a file with many small types; throwing
# tasks on one line and in an `else if` chain; `@State` defaults all assigned in one init; a
# view of many methods that read the scale; `.foregroundColor(` calls in one view (1,000 and 5,000,
# each its own chain, and all in one modifier chain) and old `onChange` actions (swiftui-* rules,
# `--swiftui-modernize available` at iOS 17, so every call is rewritten); dismiss calls in one view and views
# that dismiss in one file, stack-styled NavigationViews in one file, previews in one provider; a project of
# many targets whose deployment target comes from xcconfig files; legacy alerts and action sheets in one view
# (1,000 and 5,000); and the findings on one line again, every one matched by a baseline. Each dry run is timed best of RUNS (default 3) in its own process; prints
# the times and the 4x/1x ratio (linear is about 4x; quadratic about 16x).
set -euo pipefail
bin=${1:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/modernize}
runs=${RUNS:-3}
[ -x "$bin" ] || { echo "build first: swift build -c release --product modernize" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

rewrites() { # N: one UIView method with N `1 / UIScreen.main.scale` terms
    { echo 'import UIKit'; echo 'final class V: UIView {'; echo '    func f() -> CGFloat {'; echo '        var t: CGFloat = 0'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) print "        t += 1 / UIScreen.main.scale" }'
      echo '        return t'; echo '    }'; echo '}'; } > "$2"
}
one_line() { # N: N findings on one line
    { echo 'import UIKit'
      awk -v n="$1" 'BEGIN { printf "let sizes = ["; for (i = 0; i < n; i++) printf "%sUIScreen.main.bounds", (i ? ", " : ""); print "]" }'; } > "$2"
}
types() { # N: N small view types, each with one rewrite
    { echo 'import UIKit'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "final class V%d: UIView {\n    var hairline: CGFloat { 1 / UIScreen.main.scale }\n}\n", i }'; } > "$2"
}

tasks() { # N: N discarded throwing tasks in one method, all on one line
    { echo 'import UIKit'; echo 'final class V: UIView {'; echo '    func f() {'
      awk -v n="$1" 'BEGIN { printf "        "; for (i = 0; i < n; i++) printf "Task { try await g() }; "; print "" }'
      echo '    }'; echo '}'; } > "$2"
}
else_ifs() { # N: an `else if` chain of N links, a task in each
    { echo 'import UIKit'; echo 'final class V: UIView {'; echo '    func f() {'; echo '        if a {'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "        } else if a%d {\n            Task { try await g() }\n", i }'
      echo '        }'; echo '    }'; echo '}'; } > "$2"
}
states() { # N: N @State properties with defaults, each assigned in the one init
    { echo 'import SwiftUI'; echo 'struct V: View {'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "    @State private var s%d: Int = 0\n", i }'
      echo '    init() {'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "        _s%d = State(initialValue: 1)\n", i }'
      echo '    }'; echo '    var body: some View { Text("") }'; echo '}'; } > "$2"
}
dismiss_calls() { # N: one view whose presentationMode is dismissed from N methods
    { echo 'import SwiftUI'; echo 'struct V: View {'; echo '    @Environment(\.presentationMode) var presentationMode'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "    func f%d() { presentationMode.wrappedValue.dismiss() }\n", i }'
      echo '    var body: some View { Text("") }'; echo '}'; } > "$2"
}
dismiss_views() { # N: N views, each dismissing through its own presentationMode
    { echo 'import SwiftUI'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "struct V%d: View {\n    @Environment(\\.presentationMode) var presentationMode\n    var body: some View { Button(\"x\") { presentationMode.wrappedValue.dismiss() } }\n}\n", i }'; } > "$2"
}
navigation_views() { # N: N views, each with a stack-styled NavigationView
    { echo 'import SwiftUI'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "struct V%d: View {\n    var body: some View {\n        NavigationView { Text(\"x\") }\n        .navigationViewStyle(.stack)\n    }\n}\n", i }'; } > "$2"
}
previews() { # N: one PreviewProvider whose Group holds N named, commented previews
    { echo 'import SwiftUI'; echo 'struct P_Previews: PreviewProvider {'; echo '    static var previews: some View {'; echo '        Group {'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "            // preview %d\n            Text(\"%d\")\n                .previewDisplayName(\"P%d\")\n", i, i, i }'
      echo '        }'; echo '    }'; echo '}'; } > "$2"
}

members() { # N: one view with N methods, each reading the scale
    { echo 'import UIKit'; echo 'final class V: UIView {'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "    func f%d() -> CGFloat { UIScreen.main.scale }\n", i }'
      echo '}'; } > "$2"
}

foreground() { # N: one SwiftUI view with N `Text(...).foregroundColor(.red)` rows
    { echo 'import SwiftUI'; echo 'struct V: View {'; echo '    var body: some View {'; echo '        VStack {'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "            Text(\"%d\").foregroundColor(.secondary)\n", i }'
      echo '        }'; echo '    }'; echo '}'; } > "$2"
}
chain() { # N: one view whose modifier chain has N `.foregroundColor(` calls
    { echo 'import SwiftUI'; echo 'struct V: View {'; echo '    var body: some View {'; echo '        Image(systemName: "star")'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) print "            .foregroundColor(.red)" }'
      echo '    }'; echo '}'; } > "$2"
}
on_change() { # N: one view with N one-parameter onChange actions
    { echo 'import SwiftUI'; echo 'struct V: View {'; echo '    @State var q = 0'; echo '    var body: some View {'; echo '        Text("")'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "            .onChange(of: q) { value in print(value + %d) }\n", i }'
      echo '    }'; echo '}'; } > "$2"
}

xcconfig_targets() { # N: a project folder with N targets, each compiling one view, each configuration based on
    # its own xcconfig that includes a shared one (deployment target through a reference and a condition)
    rm -rf "$2"; mkdir -p "$2/App.xcodeproj" "$2/Sources" "$2/Config"
    { echo 'APP_MIN_IOS = 17.0'; echo 'IPHONEOS_DEPLOYMENT_TARGET = $(APP_MIN_IOS)'; echo 'SDKROOT = iphoneos'
      awk 'BEGIN { for (i = 0; i < 20; i++) printf "SETTING_%d = value %d // filler\n", i, i }'; } > "$2/Config/Shared.xcconfig"
    awk -v n="$1" -v dir="$2" 'BEGIN {
        for (i = 0; i < n; i++) {
            printf "#include \"Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET[config=Debug] = $(APP_MIN_IOS)\n" > (dir "/Config/T" i ".xcconfig")
            printf "import SwiftUI\nstruct V%d: View {\n    @State var q = 0\n    var body: some View { Text(\"\").onChange(of: q) { v in print(v) } }\n}\n", i > (dir "/Sources/V" i ".swift")
        }
        out = dir "/App.xcodeproj/project.pbxproj"
        print "{ archiveVersion = 1; objects = {" > out
        group = ""; targets = ""
        for (i = 0; i < n; i++) {
            printf "S%d = {isa = PBXFileReference; path = V%d.swift; sourceTree = \"<group>\"; };\n", i, i > out
            printf "X%d = {isa = PBXFileReference; path = Config/T%d.xcconfig; sourceTree = \"<group>\"; };\n", i, i > out
            printf "B%d = {isa = PBXBuildFile; fileRef = S%d; };\nP%d = {isa = PBXSourcesBuildPhase; files = (B%d); };\n", i, i, i, i > out
            printf "D%d = {isa = XCBuildConfiguration; baseConfigurationReference = X%d; buildSettings = {}; name = Debug; };\n", i, i > out
            printf "R%d = {isa = XCBuildConfiguration; baseConfigurationReference = X%d; buildSettings = {}; name = Release; };\n", i, i > out
            printf "L%d = {isa = XCConfigurationList; buildConfigurations = (D%d, R%d); };\n", i, i, i > out
            printf "T%d = {isa = PBXNativeTarget; buildConfigurationList = L%d; buildPhases = (P%d); name = T%d; };\n", i, i, i, i > out
            group = group "S" i ", "; targets = targets "T" i ", "
        }
        printf "SRC = {isa = PBXGroup; children = (%s); path = Sources; sourceTree = \"<group>\"; };\n", group > out
        printf "MAIN = {isa = PBXGroup; children = (SRC); sourceTree = \"<group>\"; };\n" > out
        printf "PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (%s); };\n}; rootObject = PROJECT; }\n", targets > out
    }'
}

alerts() { # N: one view whose rows each present a legacy alert or action sheet, commented buttons included
    { echo 'import SwiftUI'; echo 'struct V: View {'; echo '    @State var a = false'; echo '    var body: some View {'; echo '        VStack {'
      awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) {
          if (i % 2 == 0) printf "            Text(\"%d\").alert(isPresented: $a) {\n                Alert(title: Text(\"T%d\"), message: Text(\"M\"),\n                      // first\n                      primaryButton: .destructive(Text(\"Delete\")) { f(%d) },\n                      secondaryButton: .cancel(Text(\"Keep\")))\n            }\n", i, i, i
          else printf "            Text(\"%d\").actionSheet(isPresented: $a) {\n                ActionSheet(title: Text(\"T%d\"), buttons: [.default(Text(\"Share\")) { f(%d) }, .cancel()])\n            }\n", i, i, i } }'
      echo '        }'; echo '    }'; echo '    func f(_ i: Int) {}'; echo '}'; } > "$2"
}

best() { # FILE: best wall time of RUNS dry runs, in seconds (with the row's extra ARGS)
    local best=""
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s.%N)
        "$bin" ${ARGS:-} "$1" > /dev/null 2>&1 || true
        end=$(date +%s.%N)
        best=$(awk -v a="$best" -v b="$(awk -v s="$start" -v e="$end" 'BEGIN { print e - s }')" 'BEGIN { print (a == "" || b < a) ? b : a }')
    done
    echo "$best"
}

row() { # NAME GENERATOR N1 N4
    # A generator may make a project folder of these names: the next row starts from nothing.
    rm -rf "$work/one.swift" "$work/four.swift"
    "$2" "$3" "$work/one.swift"; "$2" "$4" "$work/four.swift"
    local t1 t4
    t1=$(best "$work/one.swift"); t4=$(best "$work/four.swift")
    awk -v name="$1" -v a="$3" -v b="$4" -v t1="$t1" -v t4="$t4" \
        'BEGIN { printf "%-28s %7d: %7.3f s   %7d: %7.3f s   %dx/1x %5.2f\n", name, a, t1, b, t4, b / a, t4 / t1 }'
}

baselined_row() { # NAME N1 N4: findings on one line, each matched by a baseline written for the file first
    rm -rf "$work/one.swift" "$work/four.swift"
    one_line "$2" "$work/one.swift"; one_line "$3" "$work/four.swift"
    "$bin" --write-baseline "$work/one.json" "$work/one.swift" > /dev/null 2>&1 || true
    "$bin" --write-baseline "$work/four.json" "$work/four.swift" > /dev/null 2>&1 || true
    local t1 t4
    t1=$(ARGS="--baseline $work/one.json" best "$work/one.swift"); t4=$(ARGS="--baseline $work/four.json" best "$work/four.swift")
    awk -v name="$1" -v a="$2" -v b="$3" -v t1="$t1" -v t4="$t4" \
        'BEGIN { printf "%-28s %7d: %7.3f s   %7d: %7.3f s   %dx/1x %5.2f\n", name, a, t1, b, t4, b / a, t4 / t1 }'
}

echo "shape                          1x                    4x"
row "rewrites in one method" rewrites 2000 8000
row "findings on one line" one_line 5000 20000
baselined_row "baselined findings, one line" 5000 20000
row "types in one file" types 2000 8000
row "tasks on one line" tasks 2000 8000
row "else-if chain with tasks" else_ifs 2000 8000
row "@State set in one init" states 2000 8000
row "methods of one view" members 2000 8000
ARGS="--only swiftui-foreground-style,swiftui-on-change --swiftui-modernize available --deployment-target 17.0"
row "foregroundColor rows" foreground 1000 5000
row "foregroundColor in a chain" chain 1000 5000
row "onChange actions" on_change 1000 5000
ARGS="--only swiftui-dismiss,swiftui-navigation-stack,swiftui-preview-macro --swiftui-modernize available --deployment-target 17.0"
row "dismiss calls in one view" dismiss_calls 2000 8000
row "views dismissing, one file" dismiss_views 2000 8000
row "NavigationViews in one file" navigation_views 2000 8000
row "previews in one provider" previews 2000 8000
ARGS="--only swiftui-on-change"
row "targets on xcconfig files" xcconfig_targets 250 1000
ARGS="--only swiftui-alert,swiftui-confirmation-dialog --swiftui-modernize available --deployment-target 15.0"
row "alerts in one view" alerts 1000 5000
